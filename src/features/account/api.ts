// My account (spec section 2, issue 15): the buyer's own details, their picture and the counts of their lists. The
// only place the account's query keys exist. Sign-out is src/lib/login.ts's (the header signs out too).
import { queryOptions } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { api } from '../../api/client';
import { session } from '../../api/session';
import type { CustomerUser, UpdateCustomerUserRequest } from '../../../schemas/api/types.gen';
import { UPLOAD_LIMIT_BYTES } from '../../../protocol/constants';
import { pictureProblem } from '../../lib/pictureFile';

/** Spec sections 5 and 9: at most 5 MB for an image crop (the server's avatar limit is the login / register 10 MB). */
export const AVATAR_MAX_BYTES = UPLOAD_LIMIT_BYTES.home;

export const accountKeys = {
  counts: ['account', 'counts'] as const,
};

/** How many favourites and history entries the buyer has, for the menu: two small reads (the history asks for a
 *  page of one and reads its total). */
export const listCountsQuery = queryOptions({
  queryKey: accountKeys.counts,
  queryFn: async () => {
    const [favourites, history] = await Promise.all([
      api.call('GetCollectNumbers', {}),
      api.call('GetBrowseList', { pageIndex: 1, pageSize: 1 }),
    ]);
    return { favourites: favourites.productNumbers.length, history: history.totalCount };
  },
  staleTime: 0,
});

/** Saves the buyer's details and puts the answer in the one session store, so the header and the contact dialog
 *  show the new name and picture at once. */
export async function updateCustomerUser(body: UpdateCustomerUserRequest): Promise<CustomerUser> {
  const customerUser = await api.call('UpdateCustomerUser', body);
  const { user } = session.get();
  if (user) session.update({ user: { ...user, customerUser } });
  return customerUser;
}

/** A file the buyer chose, checked as the server will check it (content, not name) against the crop limit; the
 *  message to show, or null. */
export async function avatarFileProblem(i18n: I18n, file: Blob) {
  // The limit is 5 MiB (protocol/constants.ts): said as the spec says it, "5 MB", not as 5.243 decimal megabytes.
  if (file.size > AVATAR_MAX_BYTES)
    return i18n._(msg`Image too large: at most ${Math.round(AVATAR_MAX_BYTES / 1024 / 1024)} MB.`);
  return pictureProblem(i18n, file, AVATAR_MAX_BYTES);
}

/** Uploads the cropped picture (InsertPic, BusinessType avatar) and makes it the account's picture. */
export async function saveAvatar(i18n: I18n, picture: Blob, name: string) {
  const problem = await avatarFileProblem(i18n, picture);
  if (problem) throw new Error(problem);
  const [stored] = await api.upload('InsertPic', { BusinessType: 'avatar' }, picture, 'avatar.jpg');
  return updateCustomerUser({ name, userImage: stored.fullPath });
}

export const removeAvatar = (name: string) => updateCustomerUser({ name, userImage: '' });

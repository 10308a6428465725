// My account (issue 15): sign-out that ends the token on the server, and a private account editing its own details.
// The details follow the rules the account was registered by (protocol/entryRules.ts, profileProblems: spec section 5
// with the required-field flags of the share the account signed in to); its picture is an avatar it uploaded itself.
import type { Database } from '../db/database';
import type { CallTypes, CustomerUser } from '../../schemas/api/types.gen';
import { profileProblems, type ProfileForm } from '../../protocol/entryRules';
import { ShareError, invalid } from './messages';
import { activeShare } from './shares';
import { forgetSession, type Session } from './sessions';

/** The columns of an accounts row the buyer sees as customerUser. */
export interface AccountRow {
  id: number;
  name: string;
  email: string;
  country: string;
  company_name: string;
  address: string;
  phone_number: string;
  user_image: string;
}

export const customerUserOf = (row: AccountRow): CustomerUser => ({
  name: row.name,
  userImage: row.user_image ?? '',
  phoneNumber: row.phone_number,
  companyName: row.company_name,
  email: row.email,
  address: row.address,
  country: row.country,
});

type Body = CallTypes['UpdateCustomerUser']['request'];
const PROFILE_FIELDS = [
  'name',
  'email',
  'country',
  'companyName',
  'address',
  'phoneNumber',
] as const satisfies readonly (keyof ProfileForm & keyof Body)[];
const UPLOAD_PATH = /^\/media\/uploads\/(\d+\/[A-Za-z0-9_-]{22}\.(?:png|jpg|gif|bmp|ico))$/;

export function accountService(db: Database) {
  /** The private account behind a session, or why not: like the cart (services/cart.ts), 403 for any other session. */
  function accountOf(session: Session | undefined) {
    if (!session) throw new ShareError(401, 'This call needs a bearer token.');
    if (session.kind !== 'account' || !session.accountId || !session.shareId)
      throw new ShareError(403, 'My account needs a private account sign-in.');
    return { accountId: session.accountId, companyId: session.companyId, shareId: session.shareId };
  }

  /** userImage: '' or the fullPath of an avatar this very account uploaded (InsertPic, BusinessType avatar). A path is
   *  looked up, never fetched: an outside address, another buyer's or another supplier's picture is a 400. */
  async function checkPicture(path: string, owner: { accountId: number; companyId: number }) {
    if (path === '') return;
    const key = UPLOAD_PATH.exec(path)?.[1];
    const [upload] = key
      ? await db.query(
          "SELECT 1 FROM uploads WHERE store_key = $1 AND company_id = $2 AND account_id = $3 AND business_type = 'avatar'",
          [key, owner.companyId, owner.accountId],
        )
      : [];
    if (!upload)
      throw new ShareError(
        400,
        "Invalid request: body.userImage must be '' or the fullPath of an avatar picture uploaded with InsertPic (BusinessType avatar).",
      );
  }

  return {
    /** Ends the caller's own session (only the token it is called with): its row goes, and so does this process's copy. */
    async signOut(session: Session | undefined): Promise<true> {
      if (!session) throw new ShareError(401, 'This call needs a bearer token.');
      await forgetSession(db, session.token);
      return true;
    },

    /** A field left out keeps its stored value; every field sent must pass the register rules with the share's flags. */
    async updateCustomerUser(session: Session | undefined, body: Body): Promise<CustomerUser> {
      const owner = accountOf(session);
      const [account] = await db.query<AccountRow & { status: number }>(
        'SELECT * FROM accounts WHERE id = $1 AND company_id = $2',
        [owner.accountId, owner.companyId],
      );
      if (!account) throw new ShareError(401, 'Login expired, please log in again.');
      if (account.status !== 0) throw new ShareError(416);
      const share = await activeShare(db, { id: owner.shareId });
      if (!share) throw new ShareError(410);
      const stored = customerUserOf(account);
      const form: ProfileForm = {
        name: body.name,
        email: body.email ?? stored.email,
        country: body.country ?? stored.country ?? '',
        companyName: body.companyName ?? stored.companyName,
        address: body.address ?? stored.address,
        phoneNumber: body.phoneNumber ?? stored.phoneNumber,
      };
      // Only what is sent is judged: a value stored before the supplier changed its flags does not block other changes.
      const problems = profileProblems(form, share.share_info);
      for (const field of PROFILE_FIELDS)
        if (body[field] !== undefined && problems[field]) invalid(field, problems[field]);
      const email = form.email.trim();
      if (body.email !== undefined && email && email.toLowerCase() !== stored.email.toLowerCase()) {
        const [taken] = await db.query(
          'SELECT 1 FROM accounts WHERE company_id = $1 AND lower(email) = lower($2) AND id <> $3',
          [owner.companyId, email, owner.accountId],
        );
        if (taken) throw new ShareError(400, 'Invalid request: body.email is already registered to another account.');
      }
      const userImage = body.userImage ?? stored.userImage;
      if (body.userImage !== undefined) await checkPicture(body.userImage, owner);
      const [row] = await db.query<AccountRow>(
        `UPDATE accounts SET name = $3, email = $4, country = $5, company_name = $6, address = $7, phone_number = $8, user_image = $9
          WHERE id = $1 AND company_id = $2 RETURNING *`,
        [
          owner.accountId,
          owner.companyId,
          form.name.trim(),
          email,
          form.country.trim(),
          form.companyName.trim(),
          form.address.trim(),
          form.phoneNumber.trim(),
          userImage,
        ],
      );
      return customerUserOf(row);
    },
  };
}

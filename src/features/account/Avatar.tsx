import type { CustomerUser } from '../../../schemas/api/types.gen';

/** Initials on the theme colour when there is no picture: never an empty circle. */
export function Avatar({ customer, size }: { customer: CustomerUser; size: 'large' | 'small' }) {
  const initials = customer.name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
  return (
    <span className={`account-avatar account-avatar--${size}`} aria-hidden="true">
      {customer.userImage ? (
        <img src={customer.userImage} alt="" width={112} height={112} />
      ) : (
        <span>{initials || '?'}</span>
      )}
    </span>
  );
}

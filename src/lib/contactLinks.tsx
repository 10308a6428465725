// The supplier's phone numbers and email as the share allows (spec sections 3 and 5: isLinkPhone, isLinkEmail):
// a link that dials or writes when allowed, plain selectable text otherwise. The footer and the contact page.
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

export function ContactPhone({ value, linked }: { value: string; linked: boolean }) {
  return linked && dialable(value) ? (
    <a href={`tel:${dialable(value)}`} dir="ltr">
      {value}
    </a>
  ) : (
    <span dir="ltr">{value}</span>
  );
}

export function ContactEmail({ value, linked }: { value: string; linked: boolean }) {
  return linked ? (
    <a href={`mailto:${value}`} dir="ltr">
      {value}
    </a>
  ) : (
    <span dir="ltr">{value}</span>
  );
}

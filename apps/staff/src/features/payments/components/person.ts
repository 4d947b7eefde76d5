/** A learner or administrator as the payment lists show them: the name, else the e-mail, else the id. */
export function personName(p: {
  id: number;
  name: string | null;
  last_name: string | null;
  email: string | null;
}) {
  const name = [p.name, p.last_name].filter(Boolean).join(' ');
  return name || p.email || `#${p.id}`;
}

/**
 * A translated sentence whose `<0>…</0>` part is shown strong ("a link for <0>{email}</0>"): the one
 * markup the catalogs use, so the screens need no rich-text component (docs/rules/language.md).
 */
export function Emphasis({ text }: { text: string }) {
  const [before, strong, after] = text.split(/<\/?0>/);
  if (strong === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <strong>{strong}</strong>
      {after}
    </>
  );
}

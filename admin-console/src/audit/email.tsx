/** An e-mail address that may break after its `@` in a narrow column (never inside the name or the domain). */
export function Email({ address }: { readonly address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

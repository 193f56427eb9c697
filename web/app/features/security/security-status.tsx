/** What a security form just did, announced politely; nothing while there is no news. */
export function SecurityStatus({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="security-status" role="status">
      {text}
    </p>
  );
}

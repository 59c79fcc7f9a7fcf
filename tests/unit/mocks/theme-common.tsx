/** Minimal stand-ins for the two error-boundary parts of @docusaurus/theme-common. */
export function ErrorBoundaryTryAgainButton({
  onClick,
  className,
}: {
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" onClick={onClick} className={className}>
      Try again
    </button>
  );
}

export function ErrorBoundaryError({error}: {error: Error}) {
  const chain: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    chain.push(current.message);
    current = current.cause;
  }
  return <p>{chain.join('\n\nCause:\n')}</p>;
}

/** A round spinner; decorative, the text beside it says what is loading. */
export function Spinner({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-[3px] border-brand/25 border-t-brand ${className}`}
    />
  );
}

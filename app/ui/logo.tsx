/** The Urbis mark — an eight-pointed star, as in zellige — and the wordmark. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`} dir="ltr">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect x="6" y="6" width="20" height="20" rx="3" fill="var(--brand)" />
        <rect x="6" y="6" width="20" height="20" rx="3" fill="var(--brand)" transform="rotate(45 16 16)" />
        <circle cx="16" cy="16" r="5" fill="var(--canvas)" />
        <circle cx="16" cy="16" r="2.2" fill="var(--accent)" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-ink">Urbis</span>
    </span>
  );
}

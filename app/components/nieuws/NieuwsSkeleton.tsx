/** Grey shapes in the place of the news while it loads (while 'Vernieuwen' brings a fresh copy). */
function Block({ className = "" }: { className?: string }) {
  return <div className={`animate-pulse rounded-lg bg-gray-200 ${className}`} />;
}

export function NieuwsLijstSkeleton() {
  return (
    <div data-testid="nieuws-skeleton" aria-busy="true" className="space-y-14">
      <p className="sr-only" role="status">
        Nieuws wordt geladen…
      </p>
      <div>
        <Block className="h-8 w-56" />
        <div className="card mt-6 grid overflow-hidden md:grid-cols-5">
          <Block className="aspect-video rounded-none md:col-span-3 md:aspect-auto md:min-h-80" />
          <div className="space-y-4 p-6 md:col-span-2 md:p-8">
            <Block className="h-8 w-4/5" />
            <Block className="h-4 w-1/2" />
            <Block className="h-4 w-full" />
            <Block className="h-4 w-full" />
            <Block className="h-4 w-2/3" />
            <Block className="mt-6 h-11 w-52" />
          </div>
        </div>
      </div>
      <div>
        <Block className="h-8 w-48" />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card overflow-hidden">
              <Block className="aspect-video rounded-none" />
              <div className="space-y-3 p-5">
                <Block className="h-6 w-3/4" />
                <Block className="h-4 w-1/2" />
                <Block className="h-4 w-full" />
                <Block className="h-4 w-5/6" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

import ArrowLeft from "lucide-react/icons/arrow-left";
import { type LucideIcon } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/**
 * A route's error view: what is missing (404, `notFound`) or that loading failed (anything else), and the way back.
 * For a route's ErrorBoundary.
 */
export function RouteErrorPanel({
  icon: Icon,
  title,
  subtitle,
  notFound,
  back,
}: {
  icon?: LucideIcon;
  title: string;
  subtitle?: string;
  notFound: string;
  back: { to: string; label: string };
}) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page-top bg-brand-light px-4 pb-20 pt-32">
      <div className="mx-auto max-w-2xl text-center">
        {Icon && <Icon className="mx-auto mb-6 h-16 w-16 text-brand" aria-hidden="true" />}
        <h1 className="text-4xl font-extrabold text-ink">{title}</h1>
        {subtitle && <p className="mt-3 text-xl font-semibold text-brand-dark">{subtitle}</p>}
        <p className="mt-4 text-muted">{missing ? notFound : "Probeer het later opnieuw."}</p>
        <div className="mt-8 flex justify-center">
          <Link to={back.to} className="btn-primary">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

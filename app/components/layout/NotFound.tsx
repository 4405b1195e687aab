import Compass from "lucide-react/icons/compass";
import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="page-top bg-brand-light px-4 pb-20 pt-32">
      <div className="mx-auto max-w-2xl text-center">
        <Compass className="mx-auto h-16 w-16 text-brand" aria-hidden="true" />
        <h1 className="mt-6 text-4xl font-extrabold text-ink">Pagina niet gevonden</h1>
        <p className="mt-2 text-xl font-semibold text-brand-dark">Verdwaald in het bos</p>
        <p className="mt-4 text-muted">
          Het pad dat je volgde, leidt naar geen enkele plek die wij kennen. Misschien is de pagina verplaatst of bestaat
          ze niet meer.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/" className="btn-primary">
            Terug naar de startpagina
          </Link>
          <Link to="/contact" className="btn-secondary">
            Contact opnemen
          </Link>
          <Link to="/" className="btn-secondary">
            Terug naar het kamp
          </Link>
        </div>
      </div>
    </section>
  );
}

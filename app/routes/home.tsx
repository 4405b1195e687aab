import { Link } from "react-router";
import { PageHero } from "~/components/ui/PageHero";
import { group } from "~/config/group";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: group.name,
    description: `Nieuws en activiteiten van ${group.name}: scouting voor kinderen en jongeren van 6 tot 18 jaar.`,
    path: "/",
  });
}

export default function Home() {
  return (
    <>
      <PageHero
        title={`Nieuws van ${group.name}`}
        subtitle={
          <>
            <span className="md:hidden">Ontdek onze scouts activiteiten</span>
            <span className="hidden md:inline">Ontdek wat er allemaal te beleven valt bij onze scouts.</span>
          </>
        }
      />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <p className="text-lg text-muted">
          Het nieuws komt binnenkort. Ontdek intussen <Link to="/takken" className="font-semibold text-brand-dark underline">onze takken</Link>.
        </p>
      </section>
    </>
  );
}

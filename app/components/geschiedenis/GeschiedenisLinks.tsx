import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Back to /geschiedenis; `light` on the green page header. */
export function TerugNaarGeschiedenis({ light = false, children }: { light?: boolean; children: ReactNode }) {
  return (
    <Link
      to="/geschiedenis"
      className={`inline-flex items-center gap-1.5 rounded-md font-bold hover:underline ${light ? "mb-5 text-green-50 hover:text-white" : "text-brand-dark"}`}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {children}
    </Link>
  );
}

/** Links to the archived leaders of these scouting years ('Leiding 2025-2026'). */
export function LeidingJaarLinks({ jaren }: { jaren: readonly string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {jaren.map((jaar) => (
        <li key={jaar}>
          <Link
            to={`/geschiedenis/leiding/${jaar}`}
            className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-3 font-semibold text-brand-dark hover:bg-brand-light"
          >
            Leiding {jaar}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { Ref } from "react";

type BannerProps = {
  message: string;
  /** False inside a region that is already live (the panel's outcome): a second live region would announce twice. */
  live?: boolean;
  /** Given when focus is moved to the banner, which then takes focus from scripts only. */
  ref?: Ref<HTMLDivElement>;
};

export function ErrorBanner({ message, live = true, ref }: BannerProps) {
  return (
    <div
      ref={ref}
      role={live ? "alert" : undefined}
      tabIndex={ref ? -1 : undefined}
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-bold">Er is een probleem opgetreden</p>
        <p className="mt-0.5 text-sm">{message}</p>
      </div>
    </div>
  );
}

export function SuccessBanner({ message, live = true, ref }: BannerProps) {
  return (
    <div
      ref={ref}
      role={live ? "status" : undefined}
      tabIndex={ref ? -1 : undefined}
      className="flex items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <CheckCircle2 className="h-5 w-5 shrink-0 text-brand-dark" aria-hidden="true" />
      <p className="font-semibold">{message}</p>
    </div>
  );
}

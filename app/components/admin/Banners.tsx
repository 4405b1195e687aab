import { AlertCircle, CheckCircle2 } from "lucide-react";

export function ErrorBanner({ message }: { message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-bold">Er is een probleem opgetreden</p>
        <p className="mt-0.5 text-sm">{message}</p>
      </div>
    </div>
  );
}

export function SuccessBanner({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
      <CheckCircle2 className="h-5 w-5 shrink-0 text-brand-dark" aria-hidden="true" />
      <p className="font-semibold">{message}</p>
    </div>
  );
}

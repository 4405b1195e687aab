// on-headers ships no types (it is what `compression` uses to add its headers at the last moment).
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}

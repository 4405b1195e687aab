import { loadSpecTakken } from "~/demo/takken.server";
import { loadBaseData as loadRol } from "~/domains/takken/basis.server";

/**
 * The specification's nine takken (ids 1 to 9, as the demo has them) and the Takleiding role (10): what most tests of
 * takken, leaders and activities start from. A group that starts neutral has only the role (issue 47).
 */
export async function loadBaseData(): Promise<void> {
  await loadSpecTakken();
  await loadRol();
}

import { afterEach, describe, expect, test, vi } from "vitest";
import { behaviourFor } from "~/enhance/registry";

// The names in the markup are typed with the registry's keys (app/enhance/markup.ts); a name that reaches the browser
// anyway (markup from another build, a string built at run time) must not be skipped quietly.
describe("the behaviours' registry", () => {
  afterEach(() => vi.restoreAllMocks());

  test("finds a behaviour by the name the markup gives it", () => {
    expect(behaviourFor("nieuws-zoeken")).toBeTypeOf("function");
    expect(behaviourFor("meer-weken")).toBeTypeOf("function");
  });

  test("an unknown name fails loudly in development and tests: an error on the console and a throw", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => behaviourFor("nieuws-zoekn")).toThrow('data-js="nieuws-zoekn"');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('data-js="nieuws-zoekn"'));
    // Not a property every object has.
    expect(() => behaviourFor("toString")).toThrow('data-js="toString"');
  });
});

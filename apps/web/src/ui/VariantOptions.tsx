import { VARIANT_IDS, VARIANTS } from '@sudoku-forge/core-solver';

/** The nine variants as <option>s, in the contract's order (for the solver and guide pickers). */
export function VariantOptions() {
  return (
    <>
      {VARIANT_IDS.map((id) => (
        <option key={id} value={id}>
          {VARIANTS[id].name}
        </option>
      ))}
    </>
  );
}

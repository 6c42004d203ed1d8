import { HONEYPOT_FIELD } from "@/lib/leads/public-form-fields";

/**
 * The field people never see and robots fill (contract §9): off screen rather than
 * `display: none` (which robots skip), hidden from screen readers, out of the tab order, and
 * never autofilled. A post that fills it is stored as spam.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

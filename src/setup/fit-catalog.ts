import { ErrorCode, isOcwError } from "../error.js";
import { catalogModel } from "./catalog.js";
import { fit, type FitPlan, type FitRequest } from "./fit.js";
import { catalogQuants, profileFromCatalog } from "./profile.js";

/**
 * Fitting a catalog model when no quant was named: start at the smallest catalogued quant and
 * climb (Q4_K_M → Q5_K_M → Q6_K → Q8_0) while the larger quant still holds the same shape fully on
 * the GPU. `ocw setup fit` and `ocw setup serve` both pick the quant this way, so the quant a serve
 * command downloads is the one that was fitted.
 */

/** Fit `profile`; when `climb` and it is a catalog model, try larger quants while the shape still fits. */
export function fitClimbing(profile: FitRequest["profile"], request: Omit<FitRequest, "profile">, climb: boolean): FitPlan {
  let plan = fit({ ...request, profile });
  if (!climb || !plan.fullOffload || !catalogModel(profile.id)) return plan;
  const quants = catalogQuants(profile.id);
  for (const q of quants.slice(quants.indexOf(profile.quant ?? "") + 1)) {
    let next: FitPlan;
    try {
      next = fit({ ...request, profile: profileFromCatalog(profile.id, q) });
    } catch (e) {
      if (isOcwError(e) && e.code === ErrorCode.NoFit) break;
      throw e;
    }
    if (!next.fullOffload) break;
    if (next.slots < plan.slots || next.ctxPerSlot < Math.min(plan.ctxPerSlot, 65536)) break;
    plan = next;
  }
  return plan;
}

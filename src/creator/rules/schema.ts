import { z } from 'zod'
import '../../lib/zod-jitless'

/**
 * The creator's rules as data (format version 1). A platform's rule set is validated with this schema when
 * a merchandiser saves it, and interpreted by the one engine in src/creator/engine.
 *
 * A selector names part of a configuration:
 *   { on: 'option', option: 12 }                 option 12 is on (checked, or a non-default value chosen)
 *   { on: 'option', option: 12, values: [40] }   option 12 has one of these values
 *   { on: 'mods' } / { on: 'mods', ids: [3] }     any mod / one of these mods is checked (same for packages, macros)
 */
const id = z.number().int().positive()

export const selectorSchema = z.discriminatedUnion('on', [
  z.object({ on: z.literal('option'), option: id, values: z.array(id).min(1).optional() }).strict(),
  z.object({ on: z.literal('mods'), ids: z.array(id).min(1).optional() }).strict(),
  z.object({ on: z.literal('packages'), ids: z.array(id).min(1).optional() }).strict(),
  z.object({ on: z.literal('macros'), ids: z.array(id).min(1).optional() }).strict(),
])
export type Selector = z.infer<typeof selectorSchema>

const text = z.string().trim().min(1).max(500)

/** Texts of a confirmation; {name}, {price} and {other} are filled in by the engine. */
export const confirmationSchema = z.object({ title: text.optional(), message: text, yes: text, no: text }).strict()

const ruleId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'rule ids are lower-case words joined by hyphens')

export const ruleSchema = z.discriminatedUnion('kind', [
  /** `subject` may only be on while `requirement` is; losing the requirement clears the subject. */
  z
    .object({
      kind: z.literal('requires'),
      id: ruleId,
      subject: selectorSchema,
      requirement: z.array(selectorSchema).min(1),
      message: text,
      /** A UI hint: how long the page waits before clearing dependants (creator.md: 500 ms). */
      clearDelayMs: z.number().int().min(0).max(5000).optional(),
    })
    .strict(),
  /**
   * Turning `subject` on while `conflict` is on asks to confirm; yes turns `conflict` off. `asksAlsoWhen` asks the
   * same question while one of its selectors is on though nothing conflicts yet (Macro Remap while Rapid Fire is
   * on: mods are given up); yes then changes only what conflicts.
   */
  z
    .object({
      kind: z.literal('excludes'),
      id: ruleId,
      subject: selectorSchema,
      conflict: selectorSchema,
      asksAlsoWhen: z.array(selectorSchema).min(1).optional(),
      confirm: confirmationSchema,
    })
    .strict(),
  /**
   * Turning `subject` on also sets other options (unless `unless` already holds), after confirmation when
   * `confirm` is given: an Advanced Back adds the black back shell, a body sets its matching trim.
   * {price} in the texts is the order total after the change. An option holding a choice that a hides rule put
   * back is not set: that choice comes back instead (LED colours return when the lights are turned on again).
   */
  z
    .object({
      kind: z.literal('sets'),
      id: ruleId,
      subject: selectorSchema,
      set: z.array(z.object({ option: id, value: z.union([id, z.boolean()]) }).strict()).min(1),
      unless: selectorSchema.optional(),
      confirm: confirmationSchema.optional(),
    })
    .strict(),
  /**
   * Hides values of an option (or a whole option without `values`) from the creator: while one of `when` is on,
   * or until one of `unless` is on; with neither, always on this platform. A hidden choice is put back to its
   * default and remembered; it comes back when it shows again (Same Day Assembly after Rapid Fire goes).
   */
  z
    .object({
      kind: z.literal('hides'),
      id: ruleId,
      target: z.object({ option: id, values: z.array(id).min(1).optional() }).strict(),
      when: z.array(selectorSchema).min(1).optional(),
      unless: z.array(selectorSchema).min(1).optional(),
      /** Why, for the shopper: the tooltip of the hidden item and the answer when it is chosen anyway. */
      reason: text,
    })
    .strict(),
  /** While every selector of `when` is on, the target values (or the checkbox option) cost `price` cents. */
  z
    .object({
      kind: z.literal('prices'),
      id: ruleId,
      target: z.object({ option: id, values: z.array(id).min(1).optional() }).strict(),
      when: z.array(selectorSchema).min(1),
      price: z.number().int().min(0).max(10_000_000),
    })
    .strict(),
  /**
   * Turning `subject` off returns each target option to its default value and turns off what `clears` names
   * (unchecking Rapid Fire unchecks mods and packages), telling the shopper `message` next to what went. What
   * the shopper chose in the same action is never undone.
   */
  z
    .object({
      kind: z.literal('resetsOnUncheck'),
      id: ruleId,
      subject: selectorSchema,
      targets: z.array(id).min(1).optional(),
      clears: z.array(selectorSchema).min(1).optional(),
      message: text.optional(),
    })
    .strict(),
])
export type Rule = z.infer<typeof ruleSchema>

export const RULE_FORMAT_VERSION = 1

export const ruleSetSchema = z
  .object({
    version: z.literal(RULE_FORMAT_VERSION),
    /**
     * The checkbox option holding the PS5 Edge mods agreement: the page remembers it for the session and
     * accepts it again on the next visit; `requires` rules name it like any option.
     */
    agreement: z.object({ option: id }).strict().optional(),
    rules: z.array(ruleSchema),
  })
  .strict()
  .superRefine((set, ctx) => {
    const seen = new Set<string>()
    for (const [i, rule] of set.rules.entries()) {
      if (seen.has(rule.id))
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'id'], message: `duplicate rule id "${rule.id}"` })
      seen.add(rule.id)
      if (rule.kind === 'resetsOnUncheck' && !rule.targets && !rule.clears)
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i],
          message: `rule "${rule.id}" resets nothing: give it targets, clears or both`,
        })
    }
  })
export type RuleSet = z.infer<typeof ruleSetSchema>

export const emptyRuleSet = (): RuleSet => ({ version: RULE_FORMAT_VERSION, rules: [] })

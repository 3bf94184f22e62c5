/** What a shopper does in the creator: the engine's input (actions.ts applies it, literal.ts takes it literally). */
export type Action =
  | { type: 'chooseValue'; optionId: number; valueId: number }
  | { type: 'toggleOption'; optionId: number; on: boolean }
  | { type: 'toggleMod'; id: number; on: boolean }
  | { type: 'togglePackage'; id: number; on: boolean }
  | { type: 'toggleMacro'; id: number; on: boolean }
  | { type: 'setQuantity'; quantity: number }
  /** The Macros/Mods tabs: switching to macros resets mods (and packages), switching back resets macros. */
  | { type: 'switchTab'; tab: 'mods' | 'macros' }
  /** The PS5 Edge mods agreement (the page keeps it for the session and accepts it again on the next visit). */
  | { type: 'acceptAgreement'; accepted: boolean }
  | { type: 'reset' }

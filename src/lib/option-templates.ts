/** How an option is presented in the creator (creator.md section 2, "Option panels"). */
export const OPTION_TEMPLATES = [
  { value: 'variation-list', label: 'Variation list with colour swatches' },
  { value: 'body-picker', label: 'Body colour picker (grouped cards)' },
  { value: 'back-shell-picker', label: 'Back shell picker (grouped cards)' },
  { value: 'advanced-back', label: 'Advanced Back (radio list)' },
  { value: 'checkbox-card', label: "Checkbox card ('ADD x' / 'x ADDED')" },
  { value: 'checkbox', label: "Single checkbox ('+price')" },
  { value: 'trigger-grid', label: 'Trigger grid' },
  { value: 'led-lights', label: 'LED Running Lights' },
  { value: 'rapid-fire', label: 'Rapid Fire' },
  { value: 'paddles', label: 'Paddles / Mimic Buttons' },
  { value: 'performance-package', label: 'Performance Package' },
  { value: 'macro-remap', label: 'Macro Remap' },
  { value: 'linked-options', label: 'Linked options' },
  { value: 'rgb-lighting', label: 'RGB lighting' },
  { value: 'elite-back-design', label: "Xbox Elite back design ('Back Design:')" },
  { value: 'elite-body-grid', label: 'Xbox Elite body grid' },
  { value: 'service', label: 'Service (Same Day Assembly, Extended Warranty)' },
] as const

export type OptionTemplate = (typeof OPTION_TEMPLATES)[number]['value']

/** The creator part a value's layer art draws (also the art module's part names). */
export const LAYER_PARTS = [
  'base',
  'body',
  'backShell',
  'buttons',
  'dpad',
  'thumbsticks',
  'touchpad',
  'triggers',
  'grips',
  'led',
  'ledLeft',
  'ledRight',
  'paddles',
  'trim',
  'home',
] as const
export type LayerPart = (typeof LAYER_PARTS)[number]

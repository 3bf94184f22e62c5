import type { AccessoryKind } from '../accessory-art'

/** What the demo accessories' pages tell beyond the name and price: features and specifications, by kind. */
export interface AccessoryDetails {
  highlights: string[]
  inTheBox: string[]
  material: string
  dimensions: string
  weight: string
  compatibility: string
}

const EVERY_CONTROLLER = 'DualSense, DualSense Edge, DualShock 4, Xbox Series X|S, Xbox One, Switch Pro'

export const ACCESSORY_DETAILS: Record<AccessoryKind, AccessoryDetails> = {
  case: {
    highlights: [
      'Crush-resistant EVA shell with a water-repellent finish',
      'Moulded cradle holds the controller without pressing the sticks',
      'Mesh pocket for a cable, a charger and spare thumb grips',
      'Carry handle and a smooth two-way zip',
    ],
    inTheBox: ['Travel case', 'Carabiner'],
    material: 'EVA shell, polyester lining',
    dimensions: '21 × 16 × 8 cm',
    weight: '280 g',
    compatibility: EVERY_CONTROLLER,
  },
  stand: {
    highlights: [
      'Brushed aluminium in one machined piece',
      'Soft silicone pads protect the finish',
      'Holds a controller at a 15° viewing angle',
    ],
    inTheBox: ['Display stand', 'Anti-slip base pad'],
    material: 'Anodised aluminium, silicone',
    dimensions: '12 × 9 × 14 cm',
    weight: '210 g',
    compatibility: EVERY_CONTROLLER,
  },
  dock: {
    highlights: [
      'Charges two controllers at once in about 3 hours',
      'LED shows charging and full for each slot',
      'Weighted base stays put on the desk',
      'Overcharge and short-circuit protection',
    ],
    inTheBox: ['Charging dock', 'USB-C cable (1.5 m)', '2 charging adapters'],
    material: 'ABS, rubber base',
    dimensions: '18 × 9 × 6 cm',
    weight: '320 g',
    compatibility: 'DualSense, DualSense Edge, Xbox Series X|S',
  },
  grips: {
    highlights: [
      'Textured rubber for a dry, steady hold',
      'Cut-outs keep every button and port free',
      'Washable and reusable',
    ],
    inTheBox: ['2 grip sleeves (left and right)'],
    material: 'Textured TPR rubber',
    dimensions: 'One size',
    weight: '40 g',
    compatibility: EVERY_CONTROLLER,
  },
  thumbgrips: {
    highlights: [
      'Two heights: convex and concave caps',
      'Adds reach for finer aim',
      'Non-slip top that does not wear shiny',
      'Fits over the original sticks in seconds',
    ],
    inTheBox: ['4 thumb grips (2 convex, 2 concave)'],
    material: 'Silicone',
    dimensions: '2.2 cm diameter',
    weight: '12 g',
    compatibility: EVERY_CONTROLLER,
  },
  sleeve: {
    highlights: [
      'Thin silicone skin that keeps the controller light',
      'Protects against drops, scratches and sweat',
      'Raised dots on the grips for a better hold',
    ],
    inTheBox: ['Controller skin', '2 thumb grips'],
    material: 'Silicone',
    dimensions: 'Fitted',
    weight: '55 g',
    compatibility: 'DualSense, Xbox Series X|S',
  },
  headset: {
    highlights: [
      '50 mm drivers with virtual 7.1 surround',
      'Flip-to-mute noise-cancelling microphone',
      'Memory-foam ear cushions for long sessions',
      'Up to 30 hours on a charge (wireless models)',
    ],
    inTheBox: ['Headset', 'USB-C cable', '3.5 mm audio cable', 'Quick-start guide'],
    material: 'Aluminium headband, protein-leather cushions',
    dimensions: '19 × 17 × 9 cm',
    weight: '290 g',
    compatibility: 'PS5, PS4, Xbox Series X|S, Xbox One, Switch, PC',
  },
  earbuds: {
    highlights: [
      'Low-latency 2.4 GHz mode for games',
      'Bluetooth 5.3 for your phone',
      'Up to 8 hours, 24 with the charging case',
    ],
    inTheBox: ['Earbuds', 'Charging case', 'USB-C dongle', '3 sizes of ear tips'],
    material: 'ABS, silicone tips',
    dimensions: 'Case: 6 × 5 × 3 cm',
    weight: '48 g with case',
    compatibility: 'PS5, Switch, PC, phones',
  },
  kit: {
    highlights: [
      'Everything in one organised box',
      'Tools and parts sized for the controllers we build',
      'Step-by-step card with every kit',
    ],
    inTheBox: ['Storage box', 'Assorted parts', 'Instruction card'],
    material: 'Mixed',
    dimensions: '22 × 14 × 5 cm',
    weight: '350 g',
    compatibility: EVERY_CONTROLLER,
  },
}

/** Colour themes of the prebuilt controllers: option name -> paint name (missing parts keep defaults). */
export interface Theme {
  title: string
  parts: Record<string, string>
}

export const THEMES: Theme[] = [
  {
    title: 'Cosmic Red',
    parts: {
      Body: 'Cosmic Red',
      'Back Shell': 'Midnight Black',
      Buttons: 'Chrome Gold',
      'D-pad': 'Chrome Gold',
      Thumbsticks: 'Midnight Black',
      Triggers: 'Cosmic Red',
    },
  },
  {
    title: 'Midnight Stealth',
    parts: {
      Body: 'Midnight Black',
      'Back Shell': 'Midnight Black',
      Buttons: 'Midnight Black',
      'D-pad': 'Carbon Black',
      Thumbsticks: 'Carbon Black',
      Touchpad: 'Midnight Black',
    },
  },
  {
    title: 'Aurora',
    parts: {
      Body: 'Aurora Borealis',
      'Back Shell': 'Carbon Fiber',
      Buttons: 'Crystal Clear',
      'D-pad': 'Chrome Silver',
      Thumbsticks: 'Shock Blue',
      Trim: 'Chrome Silver',
    },
  },
  {
    title: 'Arctic Camo',
    parts: {
      Body: 'Arctic Camo',
      'Back Shell': 'Glacier White',
      Buttons: 'Glacier White',
      'D-pad': 'Glacier White',
      Thumbsticks: 'Shock Blue',
    },
  },
  {
    title: 'Molten Lava',
    parts: {
      Body: 'Molten Lava',
      'Back Shell': 'Midnight Black',
      Buttons: 'Chrome Gold',
      Thumbsticks: 'Cosmic Red',
      Triggers: 'Cosmic Red',
      'Grip Panels': 'Cosmic Red',
    },
  },
  {
    title: 'Galaxy',
    parts: {
      Body: 'Galaxy',
      'Back Shell': 'Midnight Black',
      Buttons: 'Crystal Clear',
      'D-pad': 'Chrome Silver',
      Thumbsticks: 'Deep Pink',
    },
  },
  {
    title: 'Forest Ops',
    parts: {
      Body: 'Forest Camo',
      'Back Shell': 'Midnight Black',
      Buttons: 'Carbon Black',
      Thumbsticks: 'Electric Volt',
      'Grip Panels': 'Forest Camo',
    },
  },
  {
    title: 'Starlight',
    parts: {
      Body: 'Starlight Blue',
      'Back Shell': 'Glacier White',
      Buttons: 'Glacier White',
      'D-pad': 'Chrome Silver',
      Touchpad: 'Glacier White',
    },
  },
  {
    title: 'Shock Blue',
    parts: {
      Body: 'Shock Blue',
      'Back Shell': 'Shock Blue',
      Buttons: 'Glacier White',
      'D-pad': 'Carbon Black',
      Thumbsticks: 'Carbon Black',
    },
  },
  {
    title: 'Chrome Gold',
    parts: {
      Body: 'Chrome Gold',
      'Back Shell': 'Midnight Black',
      Buttons: 'Midnight Black',
      'D-pad': 'Chrome Gold',
      Thumbsticks: 'Midnight Black',
      Trim: 'Chrome Gold',
    },
  },
  {
    title: 'Ocean Wave',
    parts: { Body: 'Ocean Wave', 'Back Shell': 'Glacier White', Buttons: 'Shock Blue', Thumbsticks: 'Glacier White' },
  },
]

export const LABELS = [
  { name: 'New', color: '#2563eb' },
  { name: 'Best Seller', color: '#b45309' },
  { name: 'Sale', color: '#dc2626' },
  { name: 'Limited Edition', color: '#7c3aed' },
  { name: 'Pro Pick', color: '#047857' },
]

export const CATEGORIES = [
  {
    name: 'Cases and Stands',
    slug: 'cases-and-stands',
    path: '/Video-Game-Accessories-Cases-and-Stands',
    description: 'Carry cases, charging docks and display stands.',
  },
  {
    name: 'Controller Grips',
    slug: 'controller-grips',
    path: '/Controller-Grips',
    description: 'Grip sleeves and thumb grips for long sessions.',
  },
  {
    name: 'Gaming Headsets',
    slug: 'gaming-headsets',
    path: '/Gaming-Headsets',
    description: 'Wired and wireless headsets tuned for games.',
  },
  {
    name: 'Accessory Kits',
    slug: 'accessory-kits',
    path: '/Accessory-Kits',
    description: 'Bundles of caps, grips and cables.',
  },
]

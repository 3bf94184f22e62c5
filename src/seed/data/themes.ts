/**
 * Colour themes of the prebuilt controllers: option name -> paint names in order of preference (platforms offer
 * different paints). Parts a theme does not name keep their default value.
 */
export interface Theme {
  title: string
  parts: Record<string, string[]>
}

export const THEMES: Theme[] = [
  {
    title: 'Cosmic Red',
    parts: {
      Body: ['Cosmic Red', 'Pulse Red'],
      'Back Shell': ['Midnight Black', 'Carbon Black'],
      Buttons: ['Chrome Gold', 'Chrome Silver'],
      'D-pad': ['Chrome Gold', 'Chrome Silver'],
      Thumbsticks: ['Midnight Black', 'Carbon Black'],
      Triggers: ['Cosmic Red', 'Pulse Red'],
    },
  },
  {
    title: 'Midnight Stealth',
    parts: {
      Body: ['Midnight Black', 'Carbon Black'],
      'Back Shell': ['Midnight Black', 'Carbon Black'],
      Buttons: ['Midnight Black', 'Carbon Black'],
      'D-pad': ['Carbon Black', 'Midnight Black'],
      Thumbsticks: ['Carbon Black', 'Midnight Black'],
      Touchpad: ['Midnight Black', 'Carbon Black'],
    },
  },
  {
    title: 'Aurora',
    parts: {
      Body: ['Aurora Borealis'],
      'Back Shell': ['Carbon Fiber', 'Carbon Black'],
      Buttons: ['Crystal Clear', 'Clear Blue'],
      'D-pad': ['Chrome Silver', 'Crystal Clear'],
      Thumbsticks: ['Shock Blue', 'Starlight Blue'],
      Trim: ['Chrome Silver', 'Crystal Clear'],
    },
  },
  {
    title: 'Arctic Camo',
    parts: {
      Body: ['Arctic Camo', 'Grey Camouflage'],
      'Back Shell': ['Glacier White', 'Robot White'],
      Buttons: ['Glacier White', 'Robot White'],
      'D-pad': ['Glacier White', 'Robot White'],
      Thumbsticks: ['Shock Blue', 'Starlight Blue'],
    },
  },
  {
    title: 'Molten Lava',
    parts: {
      Body: ['Molten Lava'],
      'Back Shell': ['Midnight Black', 'Carbon Black'],
      Buttons: ['Chrome Gold', 'Chrome Silver'],
      Thumbsticks: ['Cosmic Red', 'Pulse Red'],
      Triggers: ['Cosmic Red', 'Pulse Red'],
      'Grip Panels': ['Cosmic Red', 'Pulse Red'],
    },
  },
  {
    title: 'Galaxy',
    parts: {
      Body: ['Galaxy'],
      'Back Shell': ['Midnight Black', 'Carbon Black'],
      Buttons: ['Crystal Clear', 'Clear Blue'],
      'D-pad': ['Chrome Silver', 'Crystal Clear'],
      Thumbsticks: ['Deep Pink', 'Nova Pink'],
    },
  },
  {
    title: 'Forest Ops',
    parts: {
      Body: ['Forest Camo', 'Grey Camouflage'],
      'Back Shell': ['Midnight Black', 'Carbon Black'],
      Buttons: ['Carbon Black', 'Midnight Black'],
      Thumbsticks: ['Electric Volt', 'Mint Green'],
      'Grip Panels': ['Forest Camo', 'Grey Camouflage'],
    },
  },
  {
    title: 'Starlight',
    parts: {
      Body: ['Starlight Blue', 'Shock Blue'],
      'Back Shell': ['Glacier White', 'Robot White'],
      Buttons: ['Glacier White', 'Robot White'],
      'D-pad': ['Chrome Silver', 'Crystal Clear'],
      Touchpad: ['Glacier White', 'Robot White'],
    },
  },
  {
    title: 'Shock Blue',
    parts: {
      Body: ['Shock Blue', 'Starlight Blue'],
      'Back Shell': ['Shock Blue', 'Starlight Blue'],
      Buttons: ['Glacier White', 'Robot White'],
      'D-pad': ['Carbon Black', 'Midnight Black'],
      Thumbsticks: ['Carbon Black', 'Midnight Black'],
    },
  },
  {
    title: 'Chrome Gold',
    parts: {
      Body: ['Chrome Gold', 'Chrome Silver'],
      'Back Shell': ['Midnight Black', 'Carbon Black'],
      Buttons: ['Midnight Black', 'Carbon Black'],
      'D-pad': ['Chrome Gold', 'Chrome Silver'],
      Thumbsticks: ['Midnight Black', 'Carbon Black'],
      Trim: ['Chrome Gold', 'Chrome Silver'],
    },
  },
  {
    title: 'Ocean Wave',
    parts: {
      Body: ['Ocean Wave'],
      'Back Shell': ['Glacier White', 'Robot White'],
      Buttons: ['Shock Blue', 'Starlight Blue'],
      Thumbsticks: ['Glacier White', 'Robot White'],
    },
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

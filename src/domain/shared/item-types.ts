/** The item types and categories of spec 2.2, and which of them are transferable goods. */

export const transferableItemTypes = ['domain_name', 'domain_name_holding', 'general_merchandise', 'milestone', 'motor_vehicle'] as const;

/** Non-transferable items are amounts paid alongside the goods; nothing is shipped. */
const feeItemTypes = ['broker_fee', 'partner_fee', 'shipping_fee'] as const;

export type TransferableItemType = (typeof transferableItemTypes)[number];
export type FeeItemType = (typeof feeItemTypes)[number];
export type ItemType = TransferableItemType | FeeItemType;

export const itemTypes: readonly ItemType[] = [...transferableItemTypes, ...feeItemTypes];

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (itemTypes as readonly string[]).includes(value);
}

export function isTransferable(type: ItemType): type is TransferableItemType {
  return (transferableItemTypes as readonly string[]).includes(type);
}

/** Only these item types may have several schedule entries (and must give due dates). */
export function hasScheduledPayments(type: ItemType): boolean {
  return type === 'milestone' || type === 'domain_name_holding';
}

const motorVehicleCategories = ['automobiles_cars_and_trucks', 'boats', 'motorcycles', 'airplanes', 'other_motor_vehicles'] as const;

/** Categories of the transferable types other than motor_vehicle (spelling as in the spec). */
const merchandiseCategories = [
  'antiques',
  'appliances',
  'alcohol_and_wine',
  'arts_and_crafts',
  'automotive_or_industrial_parts',
  'beauty_and_health',
  'books_and_magazines',
  'business_and_internet',
  'clothing_and_accessories',
  'collectibles',
  'computer_hardware_and_software',
  'cosmetics',
  'home_and_garden',
  'fx_and_currency',
  'financial_instruments',
  'fine_art',
  'furniture',
  'heavy_equipment_and_machinery',
  'jewellery_and_watches',
  'mobile_apps',
  'movies_and_music',
  'phamacuticals',
  'social_media_accounts',
  'sports_and_recreation',
  'tickets_and_events',
  'tools_and_hardware',
  'toys_and_hobbies',
  'video_games_and_consoles',
  'other_merchandise',
] as const;

/** The categories an item of this type may carry; fee items carry none. */
export function categoriesFor(type: ItemType): readonly string[] {
  if (type === 'motor_vehicle') return motorVehicleCategories;
  return isTransferable(type) ? merchandiseCategories : [];
}

// A widget names its own device, so one address could make a new usage row with every request.
// Each address may bring a bounded number of devices a day; past it, its further new ids count as
// the address's one device (its address and user agent), as a widget without an id does. The
// memory this takes is bounded too: so many addresses a day, each with so many devices.

export const deviceCapLimits = {
  /** New device ids an address may bring in one UTC day (a parish hall's Wi-Fi has many phones). */
  devicesPerAddress: 50,
  /** Addresses remembered a day; a further address's ids count as its address's device. */
  addresses: 2_000,
} as const;

type Day = { day: string; devices: Map<string, Set<string>> };
let today: Day = { day: '', devices: new Map() };

/**
 * The device to count: `device` while its address has brought fewer than the cap today (or brought
 * this one already), else `fallback`.
 */
export function cappedDevice(address: string, device: string, fallback: string, now = new Date()) {
  if (device === fallback) return device;
  const day = now.toISOString().slice(0, 10);
  if (today.day !== day) today = { day, devices: new Map() };
  let known = today.devices.get(address);
  if (!known) {
    if (today.devices.size >= deviceCapLimits.addresses) return fallback;
    known = new Set();
    today.devices.set(address, known);
  }
  if (known.has(device)) return device;
  if (known.size >= deviceCapLimits.devicesPerAddress) return fallback;
  known.add(device);
  return device;
}

import { z } from 'zod';

/** The Widgets tab's switches (000 §4), kept on the server. */
export const widgetSettings = z.object({
  widgetEnabled: z.boolean(),
  emergencyDisable: z.boolean(),
  autoUpdates: z.boolean(),
  audioEnabled: z.boolean(),
});
export type WidgetSettings = z.infer<typeof widgetSettings>;

export const widgetSettingsUpdate = widgetSettings.partial().strict();
export type WidgetSettingsUpdate = z.infer<typeof widgetSettingsUpdate>;

export const defaultWidgetSettings: WidgetSettings = {
  widgetEnabled: true,
  emergencyDisable: false,
  autoUpdates: true,
  audioEnabled: true,
};

/** Widgets answer nothing while switched off or in an emergency. */
export const widgetsOff = (settings: WidgetSettings) =>
  !settings.widgetEnabled || settings.emergencyDisable;

/** The header a widget sends to be counted as one device (any stable id it keeps; it is hashed). */
export const widgetDeviceHeader = 'x-widget-device';

export const widgetUsage = z.object({
  days: z.array(z.object({ date: z.string(), requests: z.number(), devices: z.number() })),
  totals: z.object({ requests: z.number(), devices: z.number() }),
});
export type WidgetUsage = z.infer<typeof widgetUsage>;

export const widgetDisabledMessage = 'Widgets are switched off for now. Please check back later.';
export const widgetEmergencyMessage =
  'Widgets are temporarily unavailable. Please check back later.';

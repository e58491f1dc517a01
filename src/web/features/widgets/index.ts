export { WidgetSettingsCard } from './widget-settings-card';
export { DeviceWidgetFlow } from './device-widget-flow';

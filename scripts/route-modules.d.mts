import type { Plugin } from 'vite';

export const routeTableFile: string;
export const adminTabsFile: string;
export const routeModulesFile: string;
export interface RouteModules {
  path: string;
  modules: string[];
}
export function routeModulesFrom(root: string): RouteModules[];
export function routeModulesPlugin(root: string): Plugin;

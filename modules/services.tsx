import { createContext, useContext } from 'react';
import type { ModuleServices } from './types';

export const ModuleServicesContext = createContext<ModuleServices | null>(null);

export function useModuleServices(): ModuleServices {
  const services = useContext(ModuleServicesContext);
  if (!services) throw new Error('Modules must be rendered inside <ModuleServicesContext.Provider>.');
  return services;
}

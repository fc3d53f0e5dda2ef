export { ManualClock } from './clock';
export { NO_FAULTS } from './faults';
export { SimulatorModel } from './model';
export { createSimulatorServer, type SimulatorServer } from './server';

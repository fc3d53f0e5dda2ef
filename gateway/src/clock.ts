// The gateway's features read the time through the Clock they share with the simulator.
export { systemClock, type Clock } from '@portal/contracts';

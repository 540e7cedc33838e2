// The counter stores moved to lib/ when every limiter (not only sign-in) became shareable across replicas.
export { MemoryCounterStore, type Counter, type CounterStore } from '../../lib/counter-store.js';

export * from './arithmetic';
export * from './CalculatorLayout';
export * from './fields';
export * from './format';
export * from './Results';
export * from './useCalculatorState';

import { configureGlobal } from "fast-check";

/**
 * Property tests explore generated inputs, but a test run must be repeatable:
 * every run uses the same seed. Set FC_SEED to explore other inputs locally.
 */
configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });

/**
 * Gemini image models through @google/genai: generateContent with the prompt and the garment
 * photos as inline image parts, answered with inline image data (gemini-answer.ts reads it, and
 * gemini-errors.ts what a refusal means).
 */
import { GoogleGenAI } from '@google/genai';
import type { EngineCapabilities, OutputOptions } from '../image-engine.js';
import { imageFrom } from './gemini-answer.js';
import { classifyGeminiError } from './gemini-errors.js';
import { RemoteEngine, type RemoteEngineOptions } from './remote-engine.js';
import type { ShotAsk, VendorClient } from './vendor-client.js';
import { GEMINI_MODELS } from './vendor-contracts.js';
import type { ErrorClassification } from './vendor-failures.js';

export interface GeminiClientOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** Used when a run asks for quality 'high'. */
  highQualityModel: string;
  aspectRatio: '4:5' | '3:4';
  imageSize: '1K' | '2K' | '4K';
}

export type GeminiEngineOptions = GeminiClientOptions & RemoteEngineOptions;

/** Gemini's part of the remote engine: generateContent for shots, portraits and backgrounds. */
export class GeminiClient implements VendorClient {
  readonly name = 'gemini' as const;
  readonly capabilities: EngineCapabilities = {
    onModel: true,
    customBackground: 'ai',
    portrait: 'ai',
    maxWidth: 4096,
    maxHeight: 4096,
    concurrency: 8,
    catalogueSeconds: 120,
    economyBatches: true,
  };
  private readonly client: GoogleGenAI;

  constructor(private readonly config: GeminiClientOptions) {
    // No SDK-level retries or timeout: retries, backoff and timeouts are ours, per attempt and
    // per shot, through the abortSignal each request is given.
    this.client = new GoogleGenAI({
      apiKey: config.apiKey,
      ...(config.baseUrl ? { httpOptions: { baseUrl: config.baseUrl } } : {}),
    });
  }

  modelFor(output: OutputOptions): string {
    return output.quality === 'high' ? this.config.highQualityModel : this.config.model;
  }

  /** Front, back, side, detail, then the identity reference. */
  readonly photoOrder = 'fixed' as const;

  /**
   * The Gemini 3 image models take up to fourteen input images (vendor-contracts.ts). Over the
   * limit the least useful photos are left out (input-images.ts).
   */
  maxInputImages(output: OutputOptions): number {
    return geminiMaxInputImages(this.modelFor(output));
  }

  async requestImage(ask: ShotAsk): Promise<Buffer> {
    const response = await this.client.models.generateContent({
      ...this.shotRequest(ask),
      config: { ...this.shotRequest(ask).config, abortSignal: ask.signal },
    });
    return imageFrom(response);
  }

  /**
   * One shot's generateContent request, without its abort signal: what `requestImage` sends,
   * and what an economy batch inlines (gemini-batch-client.ts, decision 203).
   */
  shotRequest(ask: Omit<ShotAsk, 'signal'>) {
    return {
      model: this.modelFor(ask.output),
      contents: [
        {
          role: 'user',
          parts: [
            { text: ask.prompt },
            // The garment photos (front, back, side, then the detail close-up), then the model's
            // portrait or the anchor (the identity reference) last.
            ...[...ask.images, ...(ask.identity ? [ask.identity] : [])].map((image) => ({
              inlineData: { mimeType: image.mimeType, data: image.data.toString('base64') },
            })),
          ],
        },
      ],
      config: {
        responseModalities: ['IMAGE'],
        imageConfig: { aspectRatio: this.config.aspectRatio, imageSize: this.config.imageSize },
        seed: ask.seed,
        candidateCount: 1,
      },
    };
  }

  classifyError(error: unknown): ErrorClassification {
    return classifyGeminiError(error);
  }

  get portraitModel(): string {
    return this.config.model;
  }

  async requestPortrait(prompt: string, signal: AbortSignal): Promise<Buffer> {
    const response = await this.client.models.generateContent({
      model: this.portraitModel,
      contents: [{ role: 'user', parts: [{ text: prompt }] }],
      config: {
        responseModalities: ['IMAGE'],
        imageConfig: { aspectRatio: '4:5', imageSize: '1K' },
        candidateCount: 1,
        abortSignal: signal,
      },
    });
    return imageFrom(response);
  }

  async requestBackground(prompt: string, signal: AbortSignal): Promise<Buffer> {
    const response = await this.client.models.generateContent({
      model: this.config.model,
      contents: [{ role: 'user', parts: [{ text: prompt }] }],
      config: {
        responseModalities: ['IMAGE'],
        imageConfig: { aspectRatio: this.config.aspectRatio, imageSize: this.config.imageSize },
        abortSignal: signal,
      },
    });
    return imageFrom(response);
  }
}

/** The remote engine with Gemini as its vendor. */
export function createGeminiEngine(options: GeminiEngineOptions): RemoteEngine {
  return new RemoteEngine(new GeminiClient(options), options);
}

/** Input images one generateContent request of `model` may carry. */
export function geminiMaxInputImages(model: string): number {
  return GEMINI_MODELS[model]?.maxInputImages ?? 14;
}

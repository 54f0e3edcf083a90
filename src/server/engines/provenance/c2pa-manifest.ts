/**
 * Content Credentials for one delivered image (decision 254): a C2PA manifest, written by
 * c2pa-ts (pure TypeScript, nothing downloaded at install), with the actions that made it and a
 * hard binding (data hash) to these exact bytes, signed with the deployment's key.
 */
import { randomUUID } from 'node:crypto';
import { JPEG, PNG } from '@trustnxt/c2pa-ts/asset';
import type { Signer } from '@trustnxt/c2pa-ts/cose';
import {
  ActionAssertion,
  ActionType,
  AssertionLabels,
  DataHashAssertion,
  ManifestStore,
  type Action,
  type DigitalSourceType,
} from '@trustnxt/c2pa-ts/manifest';
import {
  creatorToolOf,
  PRODUCT_NAME,
  sourceTypeOf,
  type ImageProvenance,
} from './image-provenance.js';

/** What was done, in order: made (by which engine and model), placed, resized for a marketplace. */
export function actionsOf(provenance: ImageProvenance): Action[] {
  const agent = { name: creatorToolOf(provenance) };
  const actions: Action[] = [
    {
      action: ActionType.C2paCreated,
      digitalSourceType: sourceTypeOf(provenance) as DigitalSourceType,
      softwareAgent: agent,
    },
  ];
  if (provenance.engine === 'studio')
    actions.push({
      action: ActionType.C2paPlaced,
      description: "The seller's own garment photo, cut out and placed on a drawn background",
      softwareAgent: agent,
    });
  if (provenance.resizedFor)
    actions.push({
      action: ActionType.C2paResized,
      description: `Resized for ${provenance.resizedFor}`,
      softwareAgent: { name: PRODUCT_NAME },
    });
  return actions;
}

export async function withContentCredentials(
  bytes: Uint8Array,
  format: 'png' | 'jpeg',
  provenance: ImageProvenance,
  signer: Signer,
): Promise<Buffer> {
  const asset = format === 'png' ? new PNG(bytes) : new JPEG(bytes);
  const store = new ManifestStore();
  const manifest = store.createManifest({
    assetFormat: asset.mimeType,
    instanceID: `xmp:iid:${randomUUID()}`,
    defaultHashAlgorithm: 'SHA-256',
    signer,
  });
  // The claim names the product that made the file, not the library that wrote the claim.
  if (manifest.claim) {
    manifest.claim.claimGeneratorName = PRODUCT_NAME;
    manifest.claim.claimGeneratorVersion = undefined;
  }
  const actions = new ActionAssertion();
  actions.label = AssertionLabels.actionsV2;
  actions.actions = actionsOf(provenance);
  manifest.addAssertion(actions);
  const binding = DataHashAssertion.create('SHA-256');
  manifest.addAssertion(binding);
  await asset.ensureManifestSpace(store.measureSize());
  await binding.updateWithAsset(asset);
  await manifest.sign(signer);
  await asset.writeManifestJUMBF(store.getBytes());
  return Buffer.from(await asset.getDataRange());
}

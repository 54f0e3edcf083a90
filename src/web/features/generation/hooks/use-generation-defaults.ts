import { useState } from 'react';
import { BACKGROUND_DROPDOWN_SIZE, useBackgroundOptions } from '../api/get-backgrounds';
import { useModelOptions } from '../api/get-models';
import { NO_MODEL, chosenBackgroundId, chosenModelId } from '../generation-defaults';

/** The background and model offered on the dashboard (docs/product.md §2 steps 2 and 3), and the ones chosen. */
export function useGenerationDefaults() {
  const backgroundsQuery = useBackgroundOptions();
  const modelsQuery = useModelOptions();
  const [pickedBackground, setPickedBackground] = useState<string | null>(null);
  const [pickedModel, setPickedModel] = useState(NO_MODEL);

  const backgroundOptions = (backgroundsQuery.data ?? []).slice(0, BACKGROUND_DROPDOWN_SIZE);
  const modelOptions = modelsQuery.data ?? [];

  return {
    background: {
      query: backgroundsQuery,
      options: backgroundOptions,
      id: chosenBackgroundId(backgroundOptions, pickedBackground),
      pick: setPickedBackground,
    },
    model: {
      query: modelsQuery,
      options: modelOptions,
      id: chosenModelId(modelOptions, pickedModel),
      pick: setPickedModel,
    },
    /** Back to the first background and no model. */
    reset: () => {
      setPickedBackground(null);
      setPickedModel(NO_MODEL);
    },
  };
}

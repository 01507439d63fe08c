/** POST /clientData/erase: a client's data anonymised with a reason (docs/rules/client-data.md#d13.3). */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { clientDataApi, type EraseClientInput } from '../../contract';
import { call } from '../../core/api-client';

export const eraseClientData = (body: EraseClientInput) =>
  call(clientDataApi.erase, { body }).then((r) => ({ message: r.message, erased: r.data }));

/** `DEAL_KEYS.image`'s prefix: a deal's image, which an erasure deletes. */
const isDealImage = (key: QueryKey) => key[0] === 'deals' && key[1] === 'image';

export function useEraseClientData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClientData,
    onSettled: async () => {
      // Every list that showed the client's rows now shows them erased; the deleted images are not
      // asked for again (a 404) but dropped, once the lists no longer show their deals.
      await queryClient.invalidateQueries({ predicate: (query) => !isDealImage(query.queryKey) });
      queryClient.removeQueries({ predicate: (query) => isDealImage(query.queryKey) });
    },
  });
}

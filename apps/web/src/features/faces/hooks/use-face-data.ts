import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteFaceData,
  enrolFaces,
  type FaceData,
  type FaceSubject,
  faceKeys,
  getFaceData,
} from '../api/faces-api';

/** The stored captures of a person, and enrol/delete mutations that keep the list fresh. */
export function useFaceData(subject: FaceSubject, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = faceKeys.subject(subject);
  const data = useQuery({
    queryKey: key,
    queryFn: () => getFaceData(subject),
    enabled: options.enabled ?? true,
    retry: false,
  });
  const enrol = useMutation({
    mutationFn: (captures: Array<{ descriptor: number[]; quality: number }>) =>
      enrolFaces(subject, captures),
    onSuccess: (result: FaceData) => queryClient.setQueryData(key, result),
  });
  const remove = useMutation({
    mutationFn: () => deleteFaceData(subject),
    onSuccess: () =>
      queryClient.setQueryData(key, { member_id: subject.memberId ?? '', captures: [] }),
  });
  return { data, enrol, remove };
}

import { useEffect, useState } from 'react';
import { emojiListSchema, type EmojiList } from '@portal/contracts';
import { api } from '../lib/api';

const NO_EMOJIS: EmojiList = { baseUrl: '', list: [] };

let loading: Promise<EmojiList> | null = null;

function loadEmojis(): Promise<EmojiList> {
  loading ??= api
    .get('/user/common/getEmojis', undefined, { schema: emojiListSchema })
    .then((answer) => {
      if (answer.ok) return answer.data;
      loading = null;
      return NO_EMOJIS;
    })
    .catch(() => {
      loading = null;
      return NO_EMOJIS;
    });
  return loading;
}

/** The emoji set (GET /user/common/getEmojis), fetched once per tab; empty until it arrives. */
export function useEmojis(): EmojiList {
  const [emojis, setEmojis] = useState<EmojiList>(NO_EMOJIS);
  useEffect(() => {
    let current = true;
    void loadEmojis().then((list) => {
      if (current) setEmojis(list);
    });
    return () => {
      current = false;
    };
  }, []);
  return emojis;
}

import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  EXPERIENCE_RULES,
  GRADE_LEVELS,
  MESSAGE_KIND,
  PERSONAL_NAV_INDEX,
  POST_MAX_LENGTH,
  POST_MAX_PICTURES,
  ResultCode,
  USER_NOT_FOUND_MESSAGE,
  sportOf,
  type MessageKind,
  type PostPicture,
  type UnreadCounts,
} from '@portal/contracts';
import { useAuth } from '../auth/use-auth';
import { NotFoundPage } from '../components/NotFoundPage';
import { FollowButton } from '../live/FollowButton';
import { liveQueries } from '../live/queries';
import { formatDateTime, formatMatchTime, formatThousands } from '../lib/format';
import { matchPagePath } from '../match/match-page';
import { scoreQueries } from '../scores/queries';
import { PostFeed } from './PostFeed';
import { useUnreadCounts, type UnreadSource } from '../auth/unread';
import { communityMutations, communityQueries } from './queries';
import './community.css';

/** /personal/{id}: a user's (headerNavIndex 0) or an anchor's (2) space: profile, posts, and for anchors the room and reserved matches. */
export function PersonalSpace({ id, headerNavIndex }: { id: number; headerNavIndex: number | undefined }) {
  const space = useQuery(communityQueries.space(id));
  const isAnchor = headerNavIndex === PERSONAL_NAV_INDEX.ANCHOR || space.data?.isAnchor === 1;
  const reservations = useQuery({ ...liveQueries.reservations({ of: 'anchor', anchorId: id }), enabled: isAnchor });
  const card = useQuery({ ...communityQueries.anchorCard(id), enabled: isAnchor });
  const queryClient = useQueryClient();
  if (space.isPending) return <p className="panel muted">加载中…</p>;
  if (space.isError) {
    if (space.error.code === ResultCode.NOT_FOUND) return <NotFoundPage title={USER_NOT_FOUND_MESSAGE} />;
    return <p className="panel muted">{space.error.message}</p>;
  }
  const user = space.data;
  return (
    <div className="community">
      <aside className="panel space-card" data-testid="personal-space">
        <img src={user.portrait} alt="" className="space-card__portrait" />
        <h1 className="space-card__name">{user.nickName}</h1>
        <p className="muted">
          LV{user.level ?? 0} {isAnchor ? '· 主播' : '· 球迷'}
        </p>
        {user.signature && <p className="space-card__signature">{user.signature}</p>}
        <p className="space-card__counts">
          关注 {formatThousands(user.followingCount)} · 粉丝 {formatThousands(user.followerCount)}
        </p>
        {isAnchor && card.data && (
          <div className="space-card__anchor">
            <FollowButton
              target={{ type: 'anchor', anchorId: id }}
              state={{ followed: card.data.followed, followers: card.data.followerCount }}
              onFollowed={({ followed, followers }) =>
                queryClient.setQueryData(communityQueries.anchorCard(id).queryKey, { ...card.data, followed, followerCount: followers })
              }
            />
            {card.data.roomId !== null && (
              <Link to="/live/room/{-$id}" params={{ id: String(card.data.roomId) }} className="button" data-testid="space-room">
                {card.data.onAir ? '直播中 · 进入直播间' : '进入直播间'}
              </Link>
            )}
            <Link to="/community/anchor-dynamic/{-$id}" params={{ id: String(id) }} className="space-card__posts">
              全部主播动态 ›
            </Link>
          </div>
        )}
        {isAnchor && (reservations.data?.length ?? 0) > 0 && (
          <div className="space-card__reserved">
            <h2 className="panel__title">预约的比赛</h2>
            <ul>
              {reservations.data?.map((match) => (
                <li key={`${match.matchType}-${match.matchId}`} data-testid="space-reserved-match">
                  <span className="muted">
                    {formatMatchTime(match.matchTime)} {match.leagueName}
                  </span>
                  <Link to={matchPagePath(sportOf(match.matchType))} params={{ id: String(match.matchId) }}>
                    {match.homeName} vs {match.awayName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </aside>
      <section className="panel community__main">
        <h2 className="panel__title">{isAnchor ? '主播动态' : 'TA的帖子'}</h2>
        <PostFeed feed={{ of: 'author', authorId: id }} empty="还没有发布过帖子" />
      </section>
    </div>
  );
}

/** /v/posting and /v/anchor-add: write a post in a circle, with up to nine pictures. */
export function Composer({ circle, title = '发布帖子' }: { circle?: number; title?: string }) {
  const { signedIn, openLogin } = useAuth();
  const circles = useQuery(communityQueries.circles()).data ?? [];
  const navigate = useNavigate();
  const [circleId, setCircleId] = useState<number | undefined>(circle);
  const [postTitle, setPostTitle] = useState('');
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<PostPicture[]>([]);
  const chosen = circleId ?? circles[0]?.id;

  const upload = useMutation(
    communityMutations.uploadPictures({ onSuccess: (stored) => setPictures((current) => [...current, ...stored].slice(0, POST_MAX_PICTURES)) }),
  );
  const publish = useMutation(
    communityMutations.publish({ onSuccess: (post) => navigate({ to: '/community/circle-detail/{-$id}', params: { id: String(post.id) } }) }),
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, POST_MAX_PICTURES - pictures.length);
    event.target.value = '';
    if (files.length > 0) upload.mutate(files);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) return openLogin();
    publish.mutate({ circleId: chosen ?? 0, title: postTitle, content, pictureIds: pictures.map((picture) => picture.id) });
  }

  return (
    <section className="panel composer">
      <h1 className="panel__title">{title}</h1>
      <form onSubmit={submit} className="composer__form">
        <label>
          圈子
          <select value={chosen ?? ''} onChange={(event) => setCircleId(Number(event.target.value))} data-testid="post-circle">
            {circles.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          标题（可选）
          <input value={postTitle} onChange={(event) => setPostTitle(event.target.value)} maxLength={50} data-testid="post-title" />
        </label>
        <label>
          内容
          <textarea value={content} onChange={(event) => setContent(event.target.value)} maxLength={POST_MAX_LENGTH} rows={6} placeholder="聊聊比赛吧…" data-testid="post-content" />
        </label>
        <div className="composer__pictures">
          {pictures.map((picture) => (
            <span key={picture.id} className="composer__picture">
              <img src={picture.thumbUrl} alt="已上传的图片" data-testid="uploaded-picture" />
              <button type="button" aria-label="移除图片" onClick={() => setPictures((current) => current.filter((entry) => entry.id !== picture.id))}>
                ×
              </button>
            </span>
          ))}
          {pictures.length < POST_MAX_PICTURES && (
            <label className="composer__add">
              + 图片
              <input type="file" className="composer__file" accept="image/png,image/jpeg,image/gif,image/webp" multiple onChange={choose} data-testid="post-picture-input" />
            </label>
          )}
        </div>
        {upload.isPending && <p className="muted">图片上传中…</p>}
        {upload.isError && <p className="form-error">{upload.error.message}</p>}
        {publish.isError && <p className="form-error">{publish.error.message}</p>}
        <button type="submit" className="button" disabled={publish.isPending || upload.isPending || content.trim() === ''} data-testid="post-submit">
          发布
        </button>
      </form>
    </section>
  );
}

const messageTabs: Array<{ kind: MessageKind; label: string; key: keyof UnreadCounts }> = [
  { kind: MESSAGE_KIND.REPLY, label: '回复我的', key: 'reply' },
  { kind: MESSAGE_KIND.LIKE, label: '收到的赞', key: 'like' },
  { kind: MESSAGE_KIND.FOLLOW, label: '新增关注', key: 'follow' },
  { kind: MESSAGE_KIND.SYSTEM, label: '系统通知', key: 'system' },
];

/** /v/message: replies, likes, follows and system notices, with unread counts kept live. */
export function MessageCenter({ source }: { source?: () => UnreadSource }) {
  const [kind, setKind] = useState<MessageKind>(MESSAGE_KIND.REPLY);
  const counts = useUnreadCounts(source);
  const list = useQuery(communityQueries.messages(kind));
  const read = useMutation(communityMutations.markRead());
  return (
    <section className="panel messages">
      <h1 className="panel__title">
        我的消息 {counts && counts.total > 0 && <span className="badge" data-testid="unread-total">{counts.total}</span>}
      </h1>
      <nav className="tabs" aria-label="消息分类">
        {messageTabs.map((tab) => (
          <button key={tab.kind} type="button" className={tab.kind === kind ? 'is-active' : undefined} onClick={() => setKind(tab.kind)} data-testid={`message-tab-${tab.key}`}>
            {tab.label}
            {counts && counts[tab.key] > 0 && (
              <span className="badge" data-testid={`unread-${tab.key}`}>
                {counts[tab.key]}
              </span>
            )}
          </button>
        ))}
        <button type="button" className="post-action" onClick={() => read.mutate(kind)}>
          全部已读
        </button>
      </nav>
      {list.isPending && <p className="muted">加载中…</p>}
      {list.data && list.data.list.length === 0 && <p className="muted">暂无消息</p>}
      <ul className="message-list">
        {list.data?.list.map((message) => (
          <li key={message.id} className={message.unread ? 'message is-unread' : 'message'} data-testid="message">
            {message.actor && <img src={message.actor.portrait} alt="" className="comment__portrait" />}
            <span className="message__actor">{message.actor?.nickName ?? '系统'}</span>
            <span className="message__text">{message.text}</span>
            {message.postId !== null && (
              <Link to="/community/circle-detail/{-$id}" params={{ id: String(message.postId) }}>
                查看
              </Link>
            )}
            <time className="muted">{formatDateTime(message.createdAt, 'MM-DD HH:mm')}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /v/collection: collected news and posts, and the followed matches. */
export function CollectionPage() {
  const [type, setType] = useState<1 | 2 | 'matches'>(1);
  const collected = useQuery({ ...communityQueries.collected(type === 'matches' ? 1 : type), enabled: type !== 'matches' });
  return (
    <section className="panel">
      <h1 className="panel__title">我的收藏</h1>
      <nav className="tabs" aria-label="收藏分类">
        <button type="button" className={type === 1 ? 'is-active' : undefined} onClick={() => setType(1)}>
          资讯
        </button>
        <button type="button" className={type === 2 ? 'is-active' : undefined} onClick={() => setType(2)}>
          帖子
        </button>
        <button type="button" className={type === 'matches' ? 'is-active' : undefined} onClick={() => setType('matches')}>
          比赛
        </button>
      </nav>
      {type === 'matches' ? (
        <CollectedMatches />
      ) : (
        <>
          {collected.data && collected.data.list.length === 0 && <p className="muted">还没有收藏</p>}
          <ul className="collect-list">
            {collected.data?.list.map((item) => (
              <li key={`${item.type}-${item.targetId}`} className="collect-item">
                {item.cover && <img src={item.cover} alt="" className="collect-item__cover" />}
                {item.type === 1 ? (
                  <Link to="/news/$id" params={{ id: String(item.targetId) }}>
                    {item.title}
                  </Link>
                ) : (
                  <Link to="/community/circle-detail/{-$id}" params={{ id: String(item.targetId) }}>
                    {item.title || '（无标题）'}
                  </Link>
                )}
                <time className="muted">{formatDateTime(item.collectedAt, 'YYYY-MM-DD HH:mm')}</time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The matches the user starred on the score pages, each with its score and a link to its page. */
function CollectedMatches() {
  const ids = useQuery(scoreQueries.collected());
  const matches = useQueries({ queries: (ids.data ?? []).map((id) => scoreQueries.collectedMatch(id)) });
  if (ids.data && ids.data.length === 0) return <p className="muted">还没有收藏比赛，在比分页点星标收藏</p>;
  return (
    <ul className="collect-list" data-testid="collected-matches">
      {matches.map(({ data: match }, index) =>
        match === undefined ? null : (
          <li key={ids.data?.[index] ?? index} className="collect-item">
            <Link to={matchPagePath(match.sport)} params={{ id: String(match.id) }}>
              {match.league.name} {match.home.name} {match.homeScore}-{match.awayScore} {match.away.name}
            </Link>
            <time className="muted">{formatDateTime(match.kickoffAt, 'YYYY-MM-DD HH:mm')}</time>
          </li>
        ),
      )}
    </ul>
  );
}

/** /v/information: the user's own posts (with delete on each post's page) and feedback to the site. */
export function InformationPage() {
  const { userInfo } = useAuth();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const send = useMutation(communityMutations.feedback({ onSuccess: () => setContent('') }));
  return (
    <div className="community community--side-right">
      <section className="panel community__main">
        <h1 className="panel__title">我的发布</h1>
        {userInfo && <PostFeed feed={{ of: 'author', authorId: userInfo.id }} empty="还没有发布过帖子" />}
      </section>
      <aside className="panel">
        <h2 className="panel__title">意见反馈</h2>
        <form
          className="composer__form"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ content, contact });
          }}
        >
          <textarea value={content} onChange={(event) => setContent(event.target.value)} maxLength={500} rows={5} aria-label="反馈内容" placeholder="说说你的建议，或遇到的问题" />
          <input value={contact} onChange={(event) => setContact(event.target.value)} aria-label="联系方式" placeholder="联系方式（可选）" maxLength={64} />
          <button type="submit" className="button" disabled={send.isPending || content.trim() === ''}>
            提交反馈
          </button>
          {send.isSuccess && <p className="muted">感谢你的反馈</p>}
          {send.isError && <p className="form-error">{send.error.message}</p>}
        </form>
      </aside>
    </div>
  );
}

/** /v/grade: the user's experience and level, how experience is earned and what each level is called. */
export function GradePage() {
  const grade = useQuery(communityQueries.grade()).data;
  return (
    <section className="panel grade">
      <h1 className="panel__title">我的等级</h1>
      {grade && (
        <div className="grade__now" data-testid="grade">
          <strong>LV{grade.level}</strong> {grade.title} · 经验 {grade.experience}
          {grade.nextLevelAt !== null && <span className="muted">（距下一级还差 {grade.nextLevelAt - grade.experience}）</span>}
          <p className="muted">
            发帖 {grade.posts} · 评论 {grade.comments} · 获赞 {grade.likesReceived}
          </p>
        </div>
      )}
      <h2 className="panel__title">如何获得经验</h2>
      <ul>
        {EXPERIENCE_RULES.map((rule) => (
          <li key={rule.action}>
            {rule.action}：+{rule.points}
          </li>
        ))}
      </ul>
      <h2 className="panel__title">等级一览</h2>
      <table className="grade__table">
        <thead>
          <tr>
            <th>等级</th>
            <th>称号</th>
            <th>所需经验</th>
          </tr>
        </thead>
        <tbody>
          {GRADE_LEVELS.map((step) => (
            <tr key={step.level} className={grade?.level === step.level ? 'is-active' : undefined}>
              <td>LV{step.level}</td>
              <td>{step.title}</td>
              <td>{step.experience}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

package lichess

// The messages of the Board API, as its schemas name them
// (doc/specs/schemas/*.yaml): the fields anna reads.

// Event is one message of the event stream (GameStartEvent,
// GameFinishEvent, ChallengeEvent, ChallengeCanceledEvent,
// ChallengeDeclinedEvent).
type Event struct {
	Type      string     `json:"type"` // gameStart, gameFinish, challenge, challengeCanceled, challengeDeclined
	Game      *GameInfo  `json:"game,omitempty"`
	Challenge *Challenge `json:"challenge,omitempty"`
}

// The types of the event stream's messages.
const (
	GameStart         = "gameStart"
	GameFinish        = "gameFinish"
	ChallengeIn       = "challenge"
	ChallengeCanceled = "challengeCanceled"
	ChallengeDeclined = "challengeDeclined"
)

// GameInfo is a game as the event stream tells of it (GameEventInfo).
type GameInfo struct {
	FullID      string      `json:"fullId"`
	GameID      string      `json:"gameId"`
	FEN         string      `json:"fen,omitempty"`
	Color       string      `json:"color,omitempty"` // the player's: white or black
	LastMove    string      `json:"lastMove,omitempty"`
	Source      string      `json:"source,omitempty"`
	Status      *GameStatus `json:"status,omitempty"`
	Variant     *Variant    `json:"variant,omitempty"`
	Speed       string      `json:"speed,omitempty"`
	Perf        string      `json:"perf,omitempty"`
	Rated       bool        `json:"rated"`
	HasMoved    bool        `json:"hasMoved"`
	Opponent    *Opponent   `json:"opponent,omitempty"`
	IsMyTurn    bool        `json:"isMyTurn"`
	SecondsLeft *int        `json:"secondsLeft,omitempty"`
	Winner      string      `json:"winner,omitempty"`
	Rating      int         `json:"rating,omitempty"`
	RatingDiff  *int        `json:"ratingDiff,omitempty"`
	Compat      *GameCompat `json:"compat,omitempty"`
	ID          string      `json:"id,omitempty"`
	Tournament  string      `json:"tournamentId,omitempty"`
}

// GameStatus is a game's status (GameStatus: its id and name).
type GameStatus struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// Variant is a game's variant (Variant).
type Variant struct {
	Key   string `json:"key"`
	Name  string `json:"name"`
	Short string `json:"short,omitempty"`
}

// Opponent is the other player of a game (GameEventOpponent): a person,
// or lichess's AI (ID null, AI its level).
type Opponent struct {
	ID         *string `json:"id"`
	Username   string  `json:"username"`
	Rating     int     `json:"rating,omitempty"`
	RatingDiff *int    `json:"ratingDiff,omitempty"`
	AI         int     `json:"ai,omitempty"`
}

// GameCompat says which APIs can play a game.
type GameCompat struct {
	Bot   bool `json:"bot"`
	Board bool `json:"board"`
}

// Challenge is a challenge (ChallengeJson, with ChallengeDeclinedJson's
// reason).
type Challenge struct {
	ID               string         `json:"id"`
	URL              string         `json:"url"`
	Status           string         `json:"status"`
	Challenger       ChallengeUser  `json:"challenger"`
	DestUser         *ChallengeUser `json:"destUser"`
	Variant          Variant        `json:"variant"`
	Rated            bool           `json:"rated"`
	Speed            string         `json:"speed"`
	TimeControl      TimeControl    `json:"timeControl"`
	Color            string         `json:"color"`
	FinalColor       string         `json:"finalColor,omitempty"`
	Perf             Perf           `json:"perf"`
	Direction        string         `json:"direction,omitempty"`
	InitialFEN       string         `json:"initialFen,omitempty"`
	DeclineReason    string         `json:"declineReason,omitempty"`
	DeclineReasonKey string         `json:"declineReasonKey,omitempty"`
}

// ChallengeUser is a player of a challenge.
type ChallengeUser struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Rating      int    `json:"rating,omitempty"`
	Title       string `json:"title,omitempty"`
	Provisional bool   `json:"provisional,omitempty"`
	Online      bool   `json:"online,omitempty"`
}

// TimeControl is a challenge's clock (TimeControl): "clock" with a limit
// and increment in seconds, "correspondence" with days per turn, or
// "unlimited".
type TimeControl struct {
	Type        string `json:"type"`
	Limit       int    `json:"limit,omitempty"`
	Increment   int    `json:"increment,omitempty"`
	Show        string `json:"show,omitempty"`
	DaysPerTurn int    `json:"daysPerTurn,omitempty"`
}

// Perf is a challenge's rating category.
type Perf struct {
	Icon string `json:"icon"`
	Name string `json:"name"`
}

// GameFull is the first message of a game's stream (GameFullEvent): what
// never changes, and the state now.
type GameFull struct {
	Type    string     `json:"type"`
	ID      string     `json:"id"`
	Variant Variant    `json:"variant"`
	Clock   *GameClock `json:"clock,omitempty"`
	Speed   string     `json:"speed"`
	Perf    struct {
		Name string `json:"name"`
	} `json:"perf"`
	Rated       bool       `json:"rated"`
	CreatedAt   int64      `json:"createdAt"`
	White       GamePlayer `json:"white"`
	Black       GamePlayer `json:"black"`
	InitialFEN  string     `json:"initialFen"`
	State       GameState  `json:"state"`
	DaysPerTurn int        `json:"daysPerTurn,omitempty"`
	Tournament  string     `json:"tournamentId,omitempty"`
}

// GameClock is a game's clock in milliseconds.
type GameClock struct {
	Initial   int64 `json:"initial"`
	Increment int64 `json:"increment"`
}

// GamePlayer is one side of a game (GameEventPlayer).
type GamePlayer struct {
	AILevel     int     `json:"aiLevel,omitempty"`
	ID          string  `json:"id"`
	Name        string  `json:"name"`
	Title       *string `json:"title,omitempty"`
	Rating      int     `json:"rating,omitempty"`
	Provisional bool    `json:"provisional,omitempty"`
}

// GameState is a game's state (GameStateEvent): the moves in UCI, the
// clocks in milliseconds, the status, and the offers standing.
type GameState struct {
	Type       string      `json:"type"`
	Moves      string      `json:"moves"`
	WTime      int64       `json:"wtime"`
	BTime      int64       `json:"btime"`
	WInc       int64       `json:"winc"`
	BInc       int64       `json:"binc"`
	Status     string      `json:"status"`
	Winner     string      `json:"winner,omitempty"`
	WDraw      bool        `json:"wdraw,omitempty"`
	BDraw      bool        `json:"bdraw,omitempty"`
	WTakeback  bool        `json:"wtakeback,omitempty"`
	BTakeback  bool        `json:"btakeback,omitempty"`
	Expiration *Expiration `json:"expiration,omitempty"`
}

// Expiration: the time a player has to make their first move before the
// game is aborted.
type Expiration struct {
	IdleMillis   int64 `json:"idleMillis"`
	MillisToMove int64 `json:"millisToMove"`
}

// ChatLine is a line of a game's chat (ChatLineEvent).
type ChatLine struct {
	Type     string `json:"type"`
	Room     string `json:"room"` // player or spectator
	Username string `json:"username"`
	Text     string `json:"text"`
}

// OpponentGone says whether the opponent has left the game, and when a
// win (or a draw) may be claimed (OpponentGoneEvent).
type OpponentGone struct {
	Type              string `json:"type"`
	Gone              bool   `json:"gone"`
	ClaimWinInSeconds *int   `json:"claimWinInSeconds,omitempty"`
}

// The game stream's message types.
const (
	TypeGameFull     = "gameFull"
	TypeGameState    = "gameState"
	TypeChatLine     = "chatLine"
	TypeOpponentGone = "opponentGone"
)

// Statuses of a game (GameStatusName) that anna names.
const (
	StatusCreated   = "created"
	StatusStarted   = "started"
	StatusAborted   = "aborted"
	StatusMate      = "mate"
	StatusResign    = "resign"
	StatusStalemate = "stalemate"
	StatusTimeout   = "timeout" // the opponent left, and the win was claimed
	StatusDraw      = "draw"
	StatusOutOfTime = "outoftime"
	StatusCheat     = "cheat"
	StatusNoStart   = "noStart"
	StatusUnknown   = "unknownFinish"
	StatusInsuffMat = "insufficientMaterialClaim"
	StatusVariant   = "variantEnd"
)

// Over reports whether a status ends the game.
func Over(status string) bool {
	return status != StatusCreated && status != StatusStarted && status != ""
}

package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// boardKeys are the keys of the board view besides typing. The arrow
// keys, the promotion letters, + and -, Home and End belong to the board
// only while the input line is empty (with text in it, arrows, Home and
// End edit the text and the others are typed).
type boardKeys struct {
	Enter, Cancel, Help, Quit   key.Binding
	Up, Down, Left, Right       key.Binding
	Arrows                      key.Binding // the four above, for the help line only
	Queen, Rook, Bishop, Knight key.Binding
	Previous, Next              key.Binding
	Bigger, Smaller             key.Binding
	CtrlBigger, CtrlSmaller     key.Binding // also with text typed
	Zoom                        key.Binding // + and -, for the help only
	PageUp, PageDown            key.Binding
	First, Last                 key.Binding
	CtrlFirst, CtrlLast         key.Binding // also with text typed
	short                       []key.Binding
}

func newBoardKeys(b speech.Phrasebook) boardKeys {
	k := boardKeys{
		Enter:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", b.View(textKeyEnter))),
		Cancel:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", b.View(textKeyCancel))),
		Help:        key.NewBinding(key.WithKeys("?"), key.WithHelp("?", b.View(textKeyHelp))),
		Quit:        key.NewBinding(key.WithKeys("ctrl+c", "ctrl+d"), key.WithHelp("ctrl+c", b.View(textKeyQuit))),
		Up:          key.NewBinding(key.WithKeys("up")),
		Down:        key.NewBinding(key.WithKeys("down")),
		Left:        key.NewBinding(key.WithKeys("left")),
		Right:       key.NewBinding(key.WithKeys("right")),
		Arrows:      key.NewBinding(key.WithKeys("up", "down", "left", "right"), key.WithHelp(b.View(textArrows), b.View(textKeyArrows))),
		Queen:       promotionKey(b, rules.Queen, textPieceQueen),
		Rook:        promotionKey(b, rules.Rook, textPieceRook),
		Bishop:      promotionKey(b, rules.Bishop, textPieceBishop),
		Knight:      promotionKey(b, rules.Knight, textPieceKnight),
		Previous:    key.NewBinding(key.WithKeys("ctrl+p"), key.WithHelp("ctrl+p", b.View(textKeyPrevious))),
		Next:        key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", b.View(textKeyNext))),
		Bigger:      key.NewBinding(key.WithKeys("+", "=")),
		Smaller:     key.NewBinding(key.WithKeys("-")),
		CtrlBigger:  key.NewBinding(key.WithKeys("ctrl+=", "ctrl++", "ctrl+shift+=")),
		CtrlSmaller: key.NewBinding(key.WithKeys("ctrl+-", "ctrl+_")),
		Zoom:        key.NewBinding(key.WithKeys("+", "-"), key.WithHelp("+ -", b.View(textKeyZoom))),
		PageUp:      key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", b.View(textKeyPageUp))),
		PageDown:    key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", b.View(textKeyPageDown))),
		First:       key.NewBinding(key.WithKeys("home"), key.WithHelp("home", b.View(textKeyFirst))),
		Last:        key.NewBinding(key.WithKeys("end"), key.WithHelp("end", b.View(textKeyLast))),
		CtrlFirst:   key.NewBinding(key.WithKeys("ctrl+home")),
		CtrlLast:    key.NewBinding(key.WithKeys("ctrl+end")),
	}
	// The help line under the board names the most used keys in few
	// words; ? shows them all.
	k.short = []key.Binding{
		key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", b.View(textShortSend))),
		key.NewBinding(key.WithKeys("?"), key.WithHelp("?", b.View(textKeyHelp))),
		key.NewBinding(key.WithKeys("up"), key.WithHelp(b.View(textArrows), b.View(textShortBoard))),
		key.NewBinding(key.WithKeys("+"), key.WithHelp("+ -", b.View(textShortSize))),
		key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup pgdn", b.View(textShortLog))),
		key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", b.View(textKeyQuit))),
	}
	k.promoting(false)
	return k
}

// promotionKey names piece t by its letter in the language (Croatian d
// for Dama), English's letter read too (q).
func promotionKey(b speech.Phrasebook, t rules.PieceType, name speech.ViewText) key.Binding {
	keys := b.PromotionKeys(t)
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(keys[0], b.View(name)))
}

// promoted is the piece a promotion key names.
func (k boardKeys) promoted(msg tea.KeyPressMsg) rules.PieceType {
	for t, b := range map[rules.PieceType]key.Binding{rules.Queen: k.Queen, rules.Rook: k.Rook, rules.Bishop: k.Bishop, rules.Knight: k.Knight} {
		if key.Matches(msg, b) {
			return t
		}
	}
	return rules.Queen
}

// promotionHelp lists the promotion keys as the help shows them: "d t l s".
func (k boardKeys) promotionHelp() string {
	var keys []string
	for _, b := range k.promotions() {
		keys = append(keys, b.Help().Key)
	}
	return strings.Join(keys, " ")
}

// promoting turns the promotion keys on while a pawn waits for its piece.
func (k *boardKeys) promoting(on bool) {
	for _, b := range []*key.Binding{&k.Queen, &k.Rook, &k.Bishop, &k.Knight} {
		b.SetEnabled(on)
	}
}

// ShortHelp is the help line under the board.
func (k boardKeys) ShortHelp() []key.Binding {
	if k.Queen.Enabled() {
		return []key.Binding{k.Queen, k.Rook, k.Bishop, k.Knight, k.Cancel}
	}
	return k.short
}

// promotions are the keys that name a promoted pawn's piece.
func (k boardKeys) promotions() []key.Binding {
	return []key.Binding{k.Queen, k.Rook, k.Bishop, k.Knight}
}

// FullHelp is every key, shown with ?.
func (k boardKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Enter, k.Arrows, k.Cancel, k.Help, k.Quit},
		{k.Previous, k.Next},
		{k.Zoom, k.PageUp, k.PageDown, k.First, k.Last},
	}
}

package resume

import (
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/internal/cliline"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// StateWhy is why a match's saved state cannot be used, in the player's
// words: the reading library's and the session's reasons are English
// ("invalid character '{' looking for beginning of object key string"
// was printed inside a German line). The field and the value a file
// holds are named as the file writes them; a reason that names neither
// is said as a state anna cannot set up. outcome is the state's result,
// for a game that is over.
func StateWhy(err error, outcome string) *cliline.Line {
	var syntax *json.SyntaxError
	var kind *json.UnmarshalTypeError
	var field *session.FieldError
	switch {
	case errors.As(err, &syntax):
		return cliline.Part(cliStateBroken, strconv.FormatInt(syntax.Offset, 10))
	case errors.As(err, &kind):
		return cliline.Part(cliStateKind, kind.Field)
	case errors.As(err, &field):
		return cliline.Part(cliStateField, field.Field, field.Value)
	case errors.Is(err, session.ErrFinished):
		return GameOver(outcome)
	}
	return cliline.Part(cliStateUnusable)
}

// GameOver says that the game of a file is over, with its result ("1-0"
// of "1-0 by resignation", whose reason is English); a result that is
// none of the three is named as the field's value, quoted.
func GameOver(outcome string) *cliline.Line {
	for _, r := range []string{"1-0", "0-1", "1/2-1/2"} {
		if strings.HasPrefix(outcome, r) {
			return cliline.Part(cliStateOver, r)
		}
	}
	return cliline.Part(cliStateField, "outcome", strconv.Quote(outcome))
}

// KeyNotice is the line that says this anna cannot keep the key it signs
// its states with (scoresheet.StateKey, made here when missing): the
// match's state is saved unsigned, and a hosted match resumed from it is
// taken as from elsewhere. "" when the key is kept.
func KeyNotice(b speech.Phrasebook) string {
	_, err := scoresheet.StateKey()
	if err == nil {
		return ""
	}
	path, perr := scoresheet.StateKeyPath()
	if perr != nil {
		path = "state.key"
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return cliline.Anna(cliStateUnsigned, path, err).In(b)
}

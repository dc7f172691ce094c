package lichesstest

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestExamplesMatchSchemas: the spec's own examples pass its schemas, so
// that the validator reads the spec as its authors meant it.
func TestExamplesMatchSchemas(t *testing.T) {
	spec := NewSpec()
	for _, c := range []struct{ example, schema string }{
		{"examples/stream-gameStart.json.yaml", eventStreamSchema},
		{"examples/stream-gameStart-ai.json.yaml", eventStreamSchema},
		{"examples/stream-gameFinish.json.yaml", eventStreamSchema},
		{"examples/stream-challenge.json.yaml", eventStreamSchema},
		{"examples/stream-challengeCanceled.json.yaml", eventStreamSchema},
		{"examples/stream-challengeDeclined.json.yaml", eventStreamSchema},
		{"examples/challenges-createChallenge.json.yaml", "schemas/ChallengeJson.yaml"},
		{"examples/challenges-acceptChallenge.json.yaml", "schemas/Ok.yaml"},
		{"examples/account-getMyProfile.json.yaml", "schemas/UserExtended.yaml"},
		{"examples/puzzles-getDailyPuzzle.json.yaml", puzzleSchema},
		{"examples/puzzles-getPuzzleById.json.yaml", puzzleSchema},
		{"examples/puzzles-getNewPuzzle.json.yaml", puzzleSchema},
		{"examples/puzzles-getMultiplePuzzlesAtOnce.json.yaml", "schemas/PuzzleBatchSelect.yaml"},
		{"examples/puzzles-solveMultiplePuzzlesAtOnce.json.yaml", puzzleSolveSchema},
		{"examples/oauth-testMultipleOauthTokens.json.yaml", tokenTestSchema},
	} {
		t.Run(c.example, func(t *testing.T) {
			msg, err := Example(c.example)
			if err != nil {
				t.Fatal(err)
			}
			if err := spec.Validate(c.schema, msg); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestValidatorRefuses: messages the spec does not allow are caught, so
// that a fake drifting from the spec fails its tests.
func TestValidatorRefuses(t *testing.T) {
	spec := NewSpec()
	for _, c := range []struct{ name, schema, msg string }{
		{"gameState without status", gameStreamSchema, `{"type":"gameState","moves":"e2e4","wtime":1,"btime":1,"winc":0,"binc":0}`},
		{"a status lichess has not", gameStreamSchema, `{"type":"gameState","moves":"","wtime":1,"btime":1,"winc":0,"binc":0,"status":"won"}`},
		{"wtime as text", gameStreamSchema, `{"type":"gameState","moves":"","wtime":"1","btime":1,"winc":0,"binc":0,"status":"started"}`},
		{"an unknown event", eventStreamSchema, `{"type":"gameOver","game":{"fullId":"a","gameId":"b"}}`},
		{"gameStart without gameId", eventStreamSchema, `{"type":"gameStart","game":{"fullId":"a"}}`},
		{"a challenge without its clock", "schemas/ChallengeJson.yaml", `{"id":"x","url":"u","status":"created","challenger":{"id":"a","name":"A"},"destUser":null,"variant":{"key":"standard","name":"Standard"},"rated":true,"speed":"rapid","color":"random","perf":{"icon":"","name":"Rapid"}}`},
		{"opponentGone without gone", gameStreamSchema, `{"type":"opponentGone","claimWinInSeconds":3}`},
		{"a puzzle without its solution", puzzleSchema, `{"game":{"clock":"3+0","id":"x","perf":{"key":"blitz","name":"Blitz"},"pgn":"e4","players":[{"color":"white","id":"a","name":"A","rating":1500},{"color":"black","id":"b","name":"B","rating":1500}],"rated":true},"puzzle":{"id":"p","initialPly":0,"plays":1,"rating":1500,"themes":[]}}`},
		{"results with a rating as text", puzzleSolveSchema, `{"glicko":{"rating":"1500"},"rounds":[]}`},
	} {
		if err := spec.Validate(c.schema, []byte(c.msg)); err == nil {
			t.Errorf("%s: accepted", c.name)
		}
	}
}

// TestRoutesInSpec: every route the fake answers is an operation of the
// spec, in the file its comment names.
func TestRoutesInSpec(t *testing.T) {
	src, err := os.ReadFile("fake.go")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`mux\.HandleFunc\("(\w+) (\S+)".*// (\S+\.yaml)`)
	routes := re.FindAllStringSubmatch(string(src), -1)
	if len(routes) < 16 {
		t.Fatalf("found %d routes", len(routes))
	}
	top, err := os.ReadFile("testdata/spec/lichess-api.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range routes {
		method, path, file := strings.ToLower(r[1]), r[2], r[3]
		v, err := SpecValue("tags/" + file)
		if err != nil {
			t.Errorf("%s %s: %v", r[1], path, err)
			continue
		}
		if _, ok := v.(map[string]any)[method]; !ok {
			t.Errorf("%s %s: %s has no %s", r[1], path, file, method)
		}
		// The spec's own path template: {user} is its {username}, {id}
		// its {gameId} or {challengeId}.
		pattern := regexp.MustCompile(`\{\w+\}`).ReplaceAllString(path, `\{\w+\}`)
		line := regexp.MustCompile(`(?m)^\s*` + pattern + `:\n\s*\$ref: "\./tags/` + regexp.QuoteMeta(file) + `"`)
		if !line.Match(top) {
			t.Errorf("%s %s: the spec does not send this path to %s", r[1], path, file)
		}
	}
}

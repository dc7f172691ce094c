package lichesstest

// Where each message the fake sends is described in the spec.
const (
	eventStreamSchema = "tags/board/api-stream-event.yaml#/get/responses/200/content/application~1x-ndjson/schema"
	gameStreamSchema  = "tags/board/api-board-game-stream-gameId.yaml#/get/responses/200/content/application~1x-ndjson/schema"
)

// Stand-in for discord.js' BaseInteraction (about 40 modules of client structures). MessagePayload
// only asks `target instanceof BaseInteraction`; the stand-in interaction is made from this class.
class BaseInteraction {}
module.exports = BaseInteraction;
